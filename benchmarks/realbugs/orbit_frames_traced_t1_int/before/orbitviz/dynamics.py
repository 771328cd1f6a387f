import jax.numpy as jnp


def two_body(t, state, mu):
    position, velocity = state[:2], state[2:]
    radius = jnp.linalg.norm(position)
    acceleration = -mu * position / radius ** 3
    return jnp.concatenate([velocity, acceleration])


def rk4_step(vector_field, t, state, dt, mu):
    k1 = vector_field(t, state, mu)
    k2 = vector_field(t + dt / 2, state + dt / 2 * k1, mu)
    k3 = vector_field(t + dt / 2, state + dt / 2 * k2, mu)
    k4 = vector_field(t + dt, state + dt * k3, mu)
    return state + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
