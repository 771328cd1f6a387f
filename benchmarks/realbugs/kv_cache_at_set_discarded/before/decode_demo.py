import jax

from tinygpt.attention import init_attention
from tinygpt.decoder import IncrementalDecoder


def main(d=16, length=10):
    params = init_attention(jax.random.PRNGKey(0), d)
    xs = jax.random.normal(jax.random.PRNGKey(1), (length, d))
    decoder = IncrementalDecoder(d, max_len=32)
    incremental = decoder.run(params, xs)
    full = decoder.attention.full(params, xs)
    return incremental, full


if __name__ == "__main__":
    incremental, full = main()
    print("max difference to full attention:", float(abs(incremental - full).max()))
