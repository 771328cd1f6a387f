import jax.numpy as jnp


def report_batch(preds, targets):
    print("batch: pred mean", jnp.mean(preds), "target mean", jnp.mean(targets))  # expect: JXL201
