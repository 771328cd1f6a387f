import jax
import numpy as np


def multinomial(params, annotations):
    """Log joint of a multinomial annotation model, the true class summed out."""
    num_classes = int(np.max(annotations)) + 1
    log_pi = jax.nn.log_softmax(params["pi_logits"][:num_classes])
    log_zeta = jax.nn.log_softmax(params["zeta_logits"][:num_classes, :num_classes], axis=-1)
    per_class = log_zeta[:, annotations].sum(axis=-1)
    return jax.nn.logsumexp(log_pi[:, None] + per_class, axis=0).sum()
