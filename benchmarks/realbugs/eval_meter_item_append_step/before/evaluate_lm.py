import jax

from lmeval.bigram import BigramLM
from lmeval.evaluator import Evaluator


def main():
    model = BigramLM(vocab_size=20)
    params = model.init(jax.random.PRNGKey(0))
    batches = [jax.random.randint(jax.random.PRNGKey(i), (4, 12), 0, 20) for i in range(1, 4)]
    evaluator = Evaluator(model)
    return evaluator.run(params, batches), evaluator.meter


if __name__ == "__main__":
    print(main()[0])
