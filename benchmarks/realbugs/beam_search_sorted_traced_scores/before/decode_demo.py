import jax

from beamlm.decoding import beam_search
from beamlm.lm import make_bigram_table
from beamlm.scoring import greedy, sequence_log_prob

VOCAB = ["<s>", "the", "a", "cat", "dog", "sat", "ran", "on", "mat", "rug", "fast", "</s>"]


def main(beam_width=3, max_len=5):
    table = make_bigram_table(jax.random.PRNGKey(7), len(VOCAB))
    score, seq = beam_search(table, 0, beam_width=beam_width, max_len=max_len)
    greedy_seq = greedy(table, 0, max_len)
    print("beam  :", " ".join(VOCAB[int(t)] for t in seq), "%.3f" % float(score))
    print("greedy:", " ".join(VOCAB[int(t)] for t in greedy_seq), "%.3f" % float(sequence_log_prob(table, greedy_seq)))
    return table, score, seq


if __name__ == "__main__":
    main()
