import jax

from pigtac.game import Match
from pigtac.players import RandomPlayer


def main(num_games=64):
    match = Match(RandomPlayer(), RandomPlayer())
    boards, x_points, o_points = match.play_batch(jax.random.split(jax.random.PRNGKey(0), num_games))
    return boards, x_points, o_points


if __name__ == "__main__":
    boards, x_points, o_points = main()
    print(x_points.mean(), o_points.mean())
