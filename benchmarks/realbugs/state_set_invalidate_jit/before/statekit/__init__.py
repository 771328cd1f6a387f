from statekit.state import State

__all__ = ["State"]
