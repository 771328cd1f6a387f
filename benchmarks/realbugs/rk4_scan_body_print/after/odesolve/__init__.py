from odesolve.rk4 import integrate

__all__ = ["integrate"]
