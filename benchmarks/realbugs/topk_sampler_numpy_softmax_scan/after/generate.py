import argparse

import jax
import jax.numpy as jnp

from lossgen.decoder import CharModel, Decoder
from lossgen.samplers import SAMPLERS


def main(strategy="top_k", length=20, seed=0):
    model = CharModel(vocab_size=30)
    params = model.init(jax.random.PRNGKey(seed))
    decoder = Decoder(model, SAMPLERS[strategy], length)
    tokens = decoder.run(params, jnp.asarray(3), jax.random.PRNGKey(seed + 1))
    return [int(t) for t in tokens]


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--strategy", choices=sorted(SAMPLERS), default="top_k")
    print(main(parser.parse_args().strategy))
