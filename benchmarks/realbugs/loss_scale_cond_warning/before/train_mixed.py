import jax
import jax.numpy as jnp

from mptrain.trainer import MixedPrecisionTrainer


def make_batches(key, num_batches=4, overflow_at=2):
    batches = []
    for i, batch_key in enumerate(jax.random.split(key, num_batches)):
        x = jax.random.normal(batch_key, (8, 3))
        if i == overflow_at:
            x = x.at[0, 0].set(jnp.inf)
        batches.append((x, x @ jnp.array([1.0, 2.0, 3.0])))
    return batches


def main():
    trainer = MixedPrecisionTrainer(learning_rate=0.05)
    return trainer.fit(jnp.zeros(3), make_batches(jax.random.PRNGKey(0)), jnp.array(1024.0))


if __name__ == "__main__":
    print(main())
