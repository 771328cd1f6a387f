from eventsolve.integrate import integrate_to_event

__all__ = ["integrate_to_event"]
