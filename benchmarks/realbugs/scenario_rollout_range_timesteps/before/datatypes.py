import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class Trajectory:
    """Logged positions of every object, one column per timestep."""

    x: jax.Array
    y: jax.Array

    @property
    def num_timesteps(self):
        return self.x.shape[-1]


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class SimulatorState:
    log_trajectory: Trajectory
    sim_x: jax.Array
    sim_y: jax.Array
    timestep: jax.Array

    @property
    def remaining_timesteps(self):
        return self.log_trajectory.num_timesteps - 1 - self.timestep

    @property
    def is_done(self):
        return self.remaining_timesteps == 0


def update_state_by_log(state, num_steps=1):
    """Advance the simulated objects by replaying the log."""
    t = state.timestep + num_steps
    log = state.log_trajectory
    return dataclasses.replace(state, sim_x=log.x[:, t], sim_y=log.y[:, t], timestep=t)
