"""An oscillator response whose forward pass is a closed form; the derivative is supplied by hand."""

import jax
import jax.numpy as jnp


@jax.custom_vjp
def response(phase):
    return jnp.sin(phase)


def _response_fwd(phase):
    return jnp.sin(phase), phase


def _response_bwd(phase, g):
    return (g * jnp.cos(phase),)


response.defvjp(_response_fwd, _response_bwd)
