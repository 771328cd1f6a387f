import jax
import jax.numpy as jnp

from egnnlite.model import EGNN


def rotation(theta):
    c, s = jnp.cos(theta), jnp.sin(theta)
    return jnp.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


def main(num_particles=6, seed=0):
    model = EGNN(num_particles)
    p_key, h_key, x_key = jax.random.split(jax.random.PRNGKey(seed), 3)
    params = model.init(p_key)
    h = jax.random.normal(h_key, (num_particles, 8))
    x = jax.random.normal(x_key, (num_particles, 3))
    h_out, x_out = model.apply(params, h, x)
    _, x_rot = model.apply(params, h, x @ rotation(0.7).T)
    equivariance_error = float(jnp.max(jnp.abs(x_rot - x_out @ rotation(0.7).T)))
    return x, x_out, equivariance_error


if __name__ == "__main__":
    x, x_out, err = main()
    print("mean displacement", float(jnp.mean(jnp.linalg.norm(x_out - x, axis=-1))), "equivariance error", err)
