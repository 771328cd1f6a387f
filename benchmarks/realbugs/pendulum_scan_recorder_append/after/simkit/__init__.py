from simkit.pendulum import simulate
from simkit.recorder import TrajectoryRecorder

__all__ = ["TrajectoryRecorder", "simulate"]
