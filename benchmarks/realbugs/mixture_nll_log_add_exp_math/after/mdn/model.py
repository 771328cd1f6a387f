import jax
import jax.numpy as jnp

from mdn.mathutil import log_add_exp

LOG_2PI = 1.8378770664093453


def init_params(key, in_dim):
    return {"w": 0.1 * jax.random.normal(key, (in_dim, 5)), "b": jnp.zeros(5)}


def mixture_heads(params, x):
    out = x @ params["w"] + params["b"]
    logit, mu1, mu2, log_s1, log_s2 = out
    return jax.nn.log_sigmoid(logit), jax.nn.log_sigmoid(-logit), (mu1, log_s1), (mu2, log_s2)


def gaussian_log_pdf(y, mu, log_sigma):
    return -0.5 * ((y - mu) / jnp.exp(log_sigma)) ** 2 - log_sigma - 0.5 * LOG_2PI


def example_nll(params, x, y):
    log_w1, log_w2, (mu1, log_s1), (mu2, log_s2) = mixture_heads(params, x)
    return -log_add_exp(log_w1 + gaussian_log_pdf(y, mu1, log_s1), log_w2 + gaussian_log_pdf(y, mu2, log_s2))
