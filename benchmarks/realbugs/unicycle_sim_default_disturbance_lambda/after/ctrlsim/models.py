import jax.numpy as jnp


def unicycle(x, u):
    """State (px, py, heading), input (speed, turn rate)."""
    return jnp.array([u[0] * jnp.cos(x[2]), u[0] * jnp.sin(x[2]), u[1]])


class GoalController:
    def __init__(self, goal, gain):
        self.goal = goal
        self.gain = gain

    def __hash__(self):
        return hash((tuple(self.goal), self.gain))

    def __eq__(self, other):
        return isinstance(other, GoalController) and tuple(self.goal) == tuple(other.goal) and self.gain == other.gain

    def __call__(self, x, goal):
        delta = goal - x[:2]
        heading_error = jnp.arctan2(delta[1], delta[0]) - x[2]
        return jnp.array([self.gain * jnp.linalg.norm(delta), 2.0 * jnp.sin(heading_error)])
