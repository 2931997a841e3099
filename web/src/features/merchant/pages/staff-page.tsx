// Staff: the merchant's members (role, status), invite by mobile, change role, suspend, unsuspend,
// delete; custom roles built from privileges. The server enforces every rule (the last Super Admin,
// who may grant Super Admin); its refusals are shown as they come.
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import type { CustomRoleView, StaffListData, StaffMemberView } from "@contract/console-staff";
import { BUILT_IN_ROLES, PRIVILEGES, type Privilege } from "@contract/console-roles-constants";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { MobileField } from "@/components/mobile-field";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { useConsoleSession } from "../session";
import { roleLabel } from "../role-label";
import { roleChoice, roleValue, staffApi } from "../staff-api";
import styles from "./staff-page.module.css";

type Notice = { tone: "success" | "error"; text: string } | null;

function RoleSelect({
  id,
  value,
  onChange,
  roles,
  label,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  roles: CustomRoleView[];
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={styles.select}>
        {BUILT_IN_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`merchantCore.roles.${r}`)}
          </option>
        ))}
        {roles.map((r) => (
          <option key={r.id} value={`custom:${r.id}`}>
            {t("merchantCore.staff.customRole", { name: r.name })}
          </option>
        ))}
      </select>
    </div>
  );
}

function MemberRow({
  member,
  self,
  roles,
  act,
}: {
  member: StaffMemberView;
  self: boolean;
  roles: CustomRoleView[];
  act: (action: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [role, setRole] = useState(roleValue(member));
  const [confirming, setConfirming] = useState(false);
  const suspended = member.status === "suspended";
  return (
    <li className={styles.member} data-testid={`member-${member.mobile}`}>
      <div className={styles.memberHead}>
        <strong>
          {member.name} {self && t("merchantCore.staff.you")}
        </strong>
        <span>+91 {member.mobile}</span>
        <span className={suspended ? styles.badgeWarn : styles.badge}>
          {suspended ? t("merchantCore.staff.suspended") : t("merchantCore.staff.active")}
        </span>
        <span>{roleLabel(t, member)}</span>
        {!member.has_password && <span className={styles.muted}>{t("merchantCore.staff.noPassword")}</span>}
      </div>
      <div className={styles.memberActions}>
        <RoleSelect
          id={selectId}
          value={role}
          onChange={setRole}
          roles={roles}
          label={t("merchantCore.staff.changeRole", { name: member.name })}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={role === roleValue(member)}
          onClick={() =>
            void act(() => staffApi.changeRole(member.id, roleChoice(role)), t("merchantCore.staff.saved"))
          }
        >
          {t("merchantCore.staff.saveRole")}
        </Button>
        {!self && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void act(
                () => (suspended ? staffApi.unsuspend(member.id) : staffApi.suspend(member.id)),
                t("merchantCore.staff.saved"),
              )
            }
          >
            {suspended ? t("merchantCore.staff.unsuspend") : t("merchantCore.staff.suspend")}
          </Button>
        )}
        {confirming ? (
          <span className={styles.confirm}>
            <span>{t("merchantCore.staff.confirmRemove", { name: member.name })}</span>
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void act(() => staffApi.remove(member.id), t("merchantCore.staff.removed", { name: member.name })).then(
                  () => setConfirming(false),
                )
              }
            >
              {t("merchantCore.staff.confirm")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t("merchantCore.staff.cancel")}
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t("merchantCore.staff.remove")}
          </Button>
        )}
      </div>
    </li>
  );
}

export default function StaffPage() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const selfId = session.status === "signedIn" ? session.me.member.id : "";
  const [data, setData] = useState<StaffListData | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [name, setName] = useState("");
  const [mobile, setMobile] = useState("");
  const [role, setRole] = useState("staff");
  const [roleName, setRoleName] = useState("");
  const [privileges, setPrivileges] = useState<Privilege[]>([]);
  const [busy, setBusy] = useState(false);
  const inviteRoleId = useId();

  const reload = useCallback(async () => {
    try {
      setData(await staffApi.list());
    } catch (error) {
      setNotice({ tone: "error", text: (error as Error).message });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setNotice({ tone: "success", text: done });
      await reload();
    } catch (error) {
      setNotice({ tone: "error", text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const invite = (e: FormEvent) => {
    e.preventDefault();
    const who = name.trim();
    void act(() => staffApi.invite(who, mobile, roleChoice(role)), t("merchantCore.staff.invited", { name: who })).then(
      () => {
        setName("");
        setMobile("");
      },
    );
  };

  const addRole = (e: FormEvent) => {
    e.preventDefault();
    void act(() => staffApi.createRole(roleName.trim(), privileges), t("merchantCore.staff.saved")).then(() => {
      setRoleName("");
      setPrivileges([]);
    });
  };

  if (!data) return notice ? <Alert tone="error">{notice.text}</Alert> : <Loader label={t("merchantCore.loading")} />;
  return (
    <div className={styles.page}>
      <h1>{t("merchantCore.staff.title")}</h1>
      <p className={styles.muted}>{t("merchantCore.staff.lead")}</p>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>

      <section aria-labelledby="staff-invite" className={styles.card}>
        <h2 id="staff-invite">{t("merchantCore.staff.invite")}</h2>
        <form className={styles.form} onSubmit={invite} noValidate>
          <TextField
            label={t("merchantCore.staff.name")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={80}
          />
          <MobileField label={t("merchantCore.staff.mobile")} value={mobile} onChange={setMobile} />
          <RoleSelect
            id={inviteRoleId}
            value={role}
            onChange={setRole}
            roles={data.roles}
            label={t("merchantCore.staff.role")}
          />
          <Button type="submit" loading={busy}>
            {t("merchantCore.staff.sendInvite")}
          </Button>
        </form>
      </section>

      <section aria-labelledby="staff-members">
        <h2 id="staff-members">{t("merchantCore.staff.members")}</h2>
        <ul className={styles.members}>
          {data.members.map((m) => (
            <MemberRow key={`${m.id}:${roleValue(m)}`} member={m} self={m.id === selfId} roles={data.roles} act={act} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="staff-roles" className={styles.card}>
        <h2 id="staff-roles">{t("merchantCore.staff.roles")}</h2>
        <p className={styles.muted}>{t("merchantCore.staff.rolesLead")}</p>
        {data.roles.length === 0 ? (
          <p>{t("merchantCore.staff.noRoles")}</p>
        ) : (
          <ul className={styles.roles}>
            {data.roles.map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong>{" "}
                <span className={styles.muted}>
                  {r.privileges.map((p) => t(`merchantCore.privileges.${p}`)).join(", ")} ·{" "}
                  {t("merchantCore.staff.roleMembers", { count: r.members })}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("merchantCore.staff.deleteRole", { name: r.name })}
                  onClick={() => void act(() => staffApi.deleteRole(r.id), t("merchantCore.staff.saved"))}
                >
                  {t("merchantCore.staff.remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className={styles.form} onSubmit={addRole} noValidate>
          <TextField
            label={t("merchantCore.staff.roleName")}
            value={roleName}
            onChange={(e) => setRoleName(e.target.value)}
            maxLength={40}
          />
          <fieldset className={styles.privileges}>
            <legend>{t("merchantCore.staff.privileges")}</legend>
            {PRIVILEGES.map((p) => (
              <label key={p} className={styles.check}>
                <input
                  type="checkbox"
                  checked={privileges.includes(p)}
                  onChange={(e) =>
                    setPrivileges((now) => (e.target.checked ? [...now, p] : now.filter((x) => x !== p)))
                  }
                />
                {t(`merchantCore.privileges.${p}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" loading={busy}>
            {t("merchantCore.staff.addRole")}
          </Button>
        </form>
      </section>
    </div>
  );
}
