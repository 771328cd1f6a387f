import jax.numpy as jnp


def component_forward(params, x):
    """Reconstruct the layer output from rank-one components gated by a learned importance."""
    gates = jnp.tanh(x @ params["gate"])
    inner = x @ params["v"]
    return (gates * inner) @ params["u"]


def loss_terms(params, target_weights, x):
    recon = jnp.mean((component_forward(params, x) - x @ target_weights) ** 2)
    sparsity = jnp.mean(jnp.abs(jnp.tanh(x @ params["gate"])))
    return {"recon": recon, "sparsity": sparsity}


def total_loss(params, target_weights, x, sparsity_coeff):
    terms = loss_terms(params, target_weights, x)
    total = terms["recon"] + sparsity_coeff * terms["sparsity"]
    return total, terms
