from envs.gridworld import GridWorld

__all__ = ["GridWorld"]
