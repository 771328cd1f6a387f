from pararl.dynamics import pendulum_step
from pararl.runner import ParallelRunner

__all__ = ["ParallelRunner", "pendulum_step"]
