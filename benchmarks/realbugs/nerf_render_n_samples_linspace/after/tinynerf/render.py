import jax.numpy as jnp


def sample_along_rays(origins, directions, near, far, num_samples):
    t_vals = jnp.linspace(near, far, num_samples)
    points = origins[:, None, :] + directions[:, None, :] * t_vals[None, :, None]
    return points, t_vals


def composite(rgb, sigma, t_vals):
    deltas = jnp.diff(t_vals, append=t_vals[-1] + 1e10)
    alpha = 1.0 - jnp.exp(-sigma * deltas[None, :])
    transmittance = jnp.cumprod(1.0 - alpha + 1e-10, axis=-1)
    transmittance = jnp.concatenate([jnp.ones_like(transmittance[:, :1]), transmittance[:, :-1]], axis=-1)
    weights = alpha * transmittance
    return jnp.sum(weights[..., None] * rgb, axis=1)


def render_rays(field_fn, params, origins, directions, near, far, num_samples):
    points, t_vals = sample_along_rays(origins, directions, near, far, num_samples)
    rgb, sigma = field_fn(params, points)
    return composite(rgb, sigma, t_vals)
