import jax
import jax.numpy as jnp

from starcluster import integrate


def run(n_steps):
    kp, kv = jax.random.split(jax.random.PRNGKey(42))
    pos = jax.random.normal(kp, (20, 3))
    vel = 0.1 * jax.random.normal(kv, (20, 3))
    mass = jnp.full(20, 1.0 / 20)
    for _ in range(n_steps):
        pos, vel = integrate.leapfrog_step(pos, vel, mass, 0.01, 1.0, 0.1)
    return pos, vel, integrate.ENERGY_LOG


if __name__ == "__main__":
    print(run(10)[2])
