import jax

from tinydecoder.decoder import Decoder


def main():
    decoder = Decoder(vocab_size=50, d_model=16, max_len=32)
    params = decoder.init(jax.random.PRNGKey(0))
    return decoder.greedy(params, first_token=7, length=10)


if __name__ == "__main__":
    print(main())
