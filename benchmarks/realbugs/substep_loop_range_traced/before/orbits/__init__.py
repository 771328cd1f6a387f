from .integrator import LeapfrogIntegrator, State

__all__ = ["LeapfrogIntegrator", "State"]
