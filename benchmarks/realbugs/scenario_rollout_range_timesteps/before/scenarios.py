import jax.numpy as jnp

from datatypes import SimulatorState, Trajectory


def make_scenario(num_objects=4, num_timesteps=11):
    """A synthetic scenario: objects moving on straight lines at different speeds."""
    t = jnp.arange(num_timesteps, dtype=jnp.float32)
    speeds = jnp.arange(1.0, num_objects + 1.0)
    x = speeds[:, None] * t[None, :]
    y = 0.5 * speeds[:, None] * t[None, :]
    log = Trajectory(x=x, y=y)
    return SimulatorState(log_trajectory=log, sim_x=x[:, 0], sim_y=y[:, 0], timestep=jnp.array(0))
