import jax
import jax.numpy as jnp

from nbody.leapfrog import Leapfrog
from nbody.system import Cluster


def plummer_like(key, n=16):
    k_pos, k_vel = jax.random.split(key)
    pos = jax.random.normal(k_pos, (n, 2))
    vel = 0.3 * jax.random.normal(k_vel, (n, 2))
    return pos - pos.mean(0), vel - vel.mean(0)


def main(n_steps=200):
    pos, vel = plummer_like(jax.random.PRNGKey(4))
    cluster = Cluster(jnp.full(pos.shape[0], 1.0 / pos.shape[0]))
    pos, vel = Leapfrog(cluster, dt=1e-3).evolve(pos, vel, n_steps=n_steps)
    return pos, vel


if __name__ == "__main__":
    main()
