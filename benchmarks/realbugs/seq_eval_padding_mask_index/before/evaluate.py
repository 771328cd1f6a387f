"""Evaluate a checkpoint of the sequence autoencoder on held-out padded batches."""

import jax
import jax.numpy as jnp

from seqmodel.evaluator import Evaluator

PAD = 0


def main():
    key = jax.random.PRNGKey(0)
    params = {"embed": jax.random.normal(key, (20, 8)), "mix": jnp.eye(8)}
    batches = [jnp.array([[5, 6, 7, PAD], [9, 3, PAD, PAD]]), jnp.array([[1, 2, 3, 4], [8, PAD, PAD, PAD]])]
    print(Evaluator(pad_id=PAD).evaluate(params, batches))


if __name__ == "__main__":
    main()
