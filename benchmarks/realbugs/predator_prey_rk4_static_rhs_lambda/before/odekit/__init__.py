from odekit.rk4 import integrate

__all__ = ["integrate"]
