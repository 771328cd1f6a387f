"""Monotone piecewise-linear splines on [-B, B], the identity outside."""

import jax
import jax.numpy as jnp


def linear_spline(inputs, W, H, B):
    """Transform points inside [-B, B] with bin widths W and heights H (unnormalised, last axis = bins)."""
    widths = jax.nn.softmax(W, axis=-1) * 2 * B
    heights = jax.nn.softmax(H, axis=-1) * 2 * B
    knots_x = jnp.concatenate([jnp.full(widths.shape[:-1] + (1,), -B), -B + jnp.cumsum(widths, axis=-1)], axis=-1)
    knots_y = jnp.concatenate([jnp.full(heights.shape[:-1] + (1,), -B), -B + jnp.cumsum(heights, axis=-1)], axis=-1)
    bins = jnp.sum(inputs[..., None] > knots_x[..., 1:-1], axis=-1)
    x0 = jnp.take_along_axis(knots_x, bins[..., None], axis=-1)[..., 0]
    y0 = jnp.take_along_axis(knots_y, bins[..., None], axis=-1)[..., 0]
    w = jnp.take_along_axis(widths, bins[..., None], axis=-1)[..., 0]
    h = jnp.take_along_axis(heights, bins[..., None], axis=-1)[..., 0]
    return y0 + (inputs - x0) * h / w, jnp.log(h / w)


def unconstrained_linear_spline(inputs, W, H, B):
    inside = (inputs >= -B) & (inputs <= B)
    outputs = jnp.where(inside, 0.0, inputs)
    logdet = jnp.zeros_like(inputs)
    spline_out, spline_logdet = linear_spline(inputs[inside], W[inside], H[inside], B)  # expect: JXL107
    outputs = outputs.at[inside].set(spline_out)  # expect: JXL107
    logdet = logdet.at[inside].set(spline_logdet)  # expect: JXL107
    return outputs, logdet
