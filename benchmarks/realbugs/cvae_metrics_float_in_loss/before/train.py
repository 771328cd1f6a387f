import jax
import jax.numpy as jnp

from condvae.networks import ConditionalVAE
from condvae.trainer import Trainer

CENTRES = jnp.array([[2.0, 2.0], [-2.0, 2.0], [-2.0, -2.0], [2.0, -2.0]])


def labelled_blobs(key, n):
    l_key, n_key = jax.random.split(key)
    label = jax.random.randint(l_key, (n,), 0, 4)
    return {"x": CENTRES[label] + 0.3 * jax.random.normal(n_key, (n, 2)), "label": label}


def main(steps=200, seed=0):
    model = ConditionalVAE()
    trainer = Trainer(model)
    key = jax.random.PRNGKey(seed)
    p_key, d_key, t_key = jax.random.split(key, 3)
    batches = [labelled_blobs(k, 128) for k in jax.random.split(d_key, steps)]
    params, history = trainer.fit(model.init(p_key), batches, t_key)
    return params, history


if __name__ == "__main__":
    _, history = main()
    print("last step:", history[-1])
