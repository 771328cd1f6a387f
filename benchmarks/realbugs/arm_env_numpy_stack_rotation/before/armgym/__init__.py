from .envs import ReacherEnv
from .wrappers import ActionRepeat

__all__ = ["ActionRepeat", "ReacherEnv"]
