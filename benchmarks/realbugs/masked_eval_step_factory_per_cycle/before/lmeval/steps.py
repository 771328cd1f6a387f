import jax
import jax.numpy as jnp

from lmeval.model import cross_entropy


def make_masked_eval_step(apply_fn, n_mask_samples):
    """Loss of the model under n random component masks: how much the prediction relies on few components."""

    def eval_step(params, batch, key):
        def masked_loss(mask_key):
            mask = jax.random.bernoulli(mask_key, 0.5, (params["w"].shape[0],)).astype(jnp.float32)
            return cross_entropy(apply_fn(params, batch["inputs"], mask), batch["labels"])

        losses = jax.vmap(masked_loss)(jax.random.split(key, n_mask_samples))
        return {"masked_loss": jnp.mean(losses), "masked_loss_std": jnp.std(losses)}

    return jax.jit(eval_step)
