from halo.profile import ShellProfile

__all__ = ["ShellProfile"]
