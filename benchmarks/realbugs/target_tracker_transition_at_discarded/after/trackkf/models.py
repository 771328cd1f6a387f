import jax.numpy as jnp


def constant_velocity(dt, accel_var):
    """Transition and process noise of a 2-D constant-velocity model, state (x, y, vx, vy)."""
    F = jnp.eye(4)
    F = F.at[0, 2].set(dt)
    F = F.at[1, 3].set(dt)
    q = jnp.array([[dt ** 4 / 4, dt ** 3 / 2], [dt ** 3 / 2, dt ** 2]]) * accel_var
    Q = jnp.zeros((4, 4))
    Q = Q.at[jnp.ix_(jnp.array([0, 2]), jnp.array([0, 2]))].set(q)
    Q = Q.at[jnp.ix_(jnp.array([1, 3]), jnp.array([1, 3]))].set(q)
    return F, Q


def position_sensor(noise_std):
    H = jnp.array([[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]])
    R = noise_std ** 2 * jnp.eye(2)
    return H, R
