import jax
import jax.numpy as jnp

from orbitviz.dynamics import rk4_step, two_body


def sample_orbit(state0, t1, mu, n_frames, substeps):
    """Positions at `n_frames` evenly spaced frame times on [0, t1], for an animation of the orbit."""
    frame_times = jnp.linspace(0.0, t1, n_frames)
    dt = frame_times[1] / substeps

    def advance(state, t_frame):
        def substep(i, s):
            return rk4_step(two_body, t_frame + i * dt, s, dt, mu)
        new_state = jax.lax.fori_loop(0, substeps, substep, state)
        return new_state, new_state[:2]

    _, positions = jax.lax.scan(advance, state0, frame_times[:-1])
    return jnp.concatenate([state0[None, :2], positions])
