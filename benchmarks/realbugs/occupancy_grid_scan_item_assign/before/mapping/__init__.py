from mapping.scan import integrate_scan

__all__ = ["integrate_scan"]
