import jax.numpy as jnp


def nonbonded_energy(conf, params, cutoff):
    d = jnp.linalg.norm(conf[:, None, :] - conf[None, :, :] + jnp.eye(conf.shape[0])[..., None], axis=-1)
    q = params[:, 0]
    return jnp.sum(jnp.where(d < cutoff, q[:, None] * q[None, :] / d, 0.0))


class Nonbonded:
    def __init__(self, cutoff):
        self.cutoff = cutoff

    def __call__(self, conf, params):
        return nonbonded_energy(conf, params, self.cutoff)
