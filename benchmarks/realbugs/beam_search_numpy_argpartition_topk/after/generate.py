import jax

from decoding.beam import BeamSearcher
from decoding.bigram import BigramDecoder


def main():
    decoder = BigramDecoder(vocab_size=12)
    params = decoder.init(jax.random.PRNGKey(3))
    searcher = BeamSearcher(decoder, beam_size=3, max_len=6)
    tokens, scores = searcher.search(params)
    return tokens, scores


if __name__ == "__main__":
    print(main())
