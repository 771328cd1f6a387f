from functools import partial

import jax

from snnkit import SpikingConv, run_network


def main(time_steps=6):
    layer = SpikingConv(in_channels=2, out_channels=4, kernel=3, stride=2, padding=1, decay=0.9, threshold=0.5)
    params = layer.init(jax.random.PRNGKey(0))
    events = jax.random.bernoulli(jax.random.PRNGKey(1), 0.3, (time_steps, 2, 16, 16, 2)).astype("float32")
    run = jax.jit(partial(run_network, layer=layer))
    return run(params, events)


if __name__ == "__main__":
    print(main())
