from chaoskit.maps import attractor, iterate, logistic

__all__ = ["attractor", "iterate", "logistic"]
