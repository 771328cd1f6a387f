"""Feed a sequence of embeddings through the decoder one position at a time."""

import jax

from kvdecode.cache import init_cache
from kvdecode.decoder import Decoder, init_layers


def main():
    width, max_len = 8, 6
    decoder = Decoder(init_layers(jax.random.PRNGKey(0), 2, width), max_len)
    cache = init_cache(2, 1, max_len, width)
    inputs = jax.random.normal(jax.random.PRNGKey(1), (max_len, 1, width))
    for index in range(max_len):
        out, cache = decoder.decode_step(inputs[index], cache, index)
    print(out)


if __name__ == "__main__":
    main()
