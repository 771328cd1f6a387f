from heunpair.control import StepController
from heunpair.integrator import AdaptiveIntegrator

__all__ = ["AdaptiveIntegrator", "StepController"]
