"""A ConvNeXt-style stack on token vectors (depthwise mixing replaced by a dense layer)."""
import jax
import jax.numpy as jnp

from jaxmodels.layers import drop_path, layer_norm


class ConvNeXt:
    def __init__(self, depths=(2, 2), dims=(8, 16), drop_path_rate=0.2):
        self.depths = depths
        self.dims = dims
        self.drop_path_rate = drop_path_rate

    def init(self, key):
        params = []
        d_in = self.dims[0]
        for depth, dim in zip(self.depths, self.dims):
            key, k_down = jax.random.split(key)
            stage = {"down": jax.random.normal(k_down, (d_in, dim)) / jnp.sqrt(d_in), "blocks": []}
            for _ in range(depth):
                key, k1, k2 = jax.random.split(key, 3)
                stage["blocks"].append({"w1": jax.random.normal(k1, (dim, 4 * dim)) / jnp.sqrt(dim),
                                        "w2": jax.random.normal(k2, (4 * dim, dim)) / jnp.sqrt(4 * dim)})
            params.append(stage)
            d_in = dim
        return params

    def __call__(self, params, x, key, deterministic=True):
        dp_rates = [r.item() for r in jnp.linspace(0, self.drop_path_rate, sum(self.depths))]  # expect: JXL104
        index = 0
        for stage in params:
            x = x @ stage["down"]
            for block in stage["blocks"]:
                key, sub = jax.random.split(key)
                h = jax.nn.gelu(layer_norm(x) @ block["w1"]) @ block["w2"]
                x = x + drop_path(h, dp_rates[index], sub, deterministic)
                index += 1
        return jnp.mean(x, axis=-1)
