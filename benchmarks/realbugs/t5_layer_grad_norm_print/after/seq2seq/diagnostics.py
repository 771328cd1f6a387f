import jax
import jax.numpy as jnp


def layer_grad_norms(grads):
    """Global gradient norm of each top-level block (encoder, decoder, ...)."""
    return {name: jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(block)))
            for name, block in grads.items()}


def report_grad_norms(norms):
    # called by the training loop on the norms the compiled step returned: concrete numbers, every step
    print("layer_grad_norm =", {name: round(float(norm), 6) for name, norm in norms.items()})
