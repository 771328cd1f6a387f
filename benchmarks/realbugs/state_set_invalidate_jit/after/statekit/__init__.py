from statekit.state import State, consuming_jit

__all__ = ["State", "consuming_jit"]
