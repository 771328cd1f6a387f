import jax

from hfjax.generation import GreedyDecoder
from hfjax.modeling import GRULanguageModel


def main():
    model = GRULanguageModel(vocab_size=50, hidden=24)
    params = model.init(jax.random.PRNGKey(7))
    decoder = GreedyDecoder(model)
    return decoder.generate(params, [1, 4, 9, 16], max_new_tokens=6)


if __name__ == "__main__":
    print(main())
