from swe1d.solver import make_stepper

__all__ = ["make_stepper"]
