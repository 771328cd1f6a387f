"""Bijections in the stax style: a layer is a function of (rng, input_dim) returning params, forward, inverse."""

import jax
import jax.numpy as jnp

from jaxflows.splines import unconstrained_linear_spline


def _mlp_init(rng, sizes):
    keys = jax.random.split(rng, len(sizes) - 1)
    return [(jax.random.normal(k, (m, n)) * 0.1, jnp.zeros(n)) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def _mlp_apply(params, x):
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def LinearSplineCoupling(K=5, B=3.0, hidden_dim=16):
    """The upper half of the inputs goes through a spline whose bins an MLP reads off the lower half."""

    def init_fun(rng, input_dim):
        lower = input_dim // 2
        upper = input_dim - lower
        params = _mlp_init(rng, [lower, hidden_dim, upper * 2 * K])

        def spline_params(params, x_lower):
            out = _mlp_apply(params, x_lower).reshape(x_lower.shape[0], upper, 2 * K)
            return out[..., :K], out[..., K:]

        def direct_fun(params, inputs):
            x_lower, x_upper = inputs[:, :lower], inputs[:, lower:]
            W, H = spline_params(params, x_lower)
            y_upper, logdet = unconstrained_linear_spline(x_upper, W, H, B)
            return jnp.concatenate([x_lower, y_upper], axis=1), jnp.sum(logdet, axis=1)

        return params, direct_fun

    return init_fun


def Reverse():
    def init_fun(rng, input_dim):
        def direct_fun(params, inputs):
            return inputs[:, ::-1], jnp.zeros(inputs.shape[0])

        return (), direct_fun

    return init_fun


def Serial(*layers):
    def init_fun(rng, input_dim):
        all_params, funs = [], []
        for layer, key in zip(layers, jax.random.split(rng, len(layers))):
            params, direct_fun = layer(key, input_dim)
            all_params.append(params)
            funs.append(direct_fun)

        def direct_fun(params, inputs):
            logdet = jnp.zeros(inputs.shape[0])
            for fun, layer_params in zip(funs, params):
                inputs, layer_logdet = fun(layer_params, inputs)
                logdet = logdet + layer_logdet
            return inputs, logdet

        return all_params, direct_fun

    return init_fun
