from odesim.ivpsolve import simulate_terminal_values

__all__ = ["simulate_terminal_values"]
