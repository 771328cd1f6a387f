import numpy as np

from ratings.glicko import update_period

MAX_GAMES = 12


def make_periods(seed, n_periods=8):
    rng = np.random.default_rng(seed)
    periods = []
    for _ in range(n_periods):
        n = int(rng.integers(1, MAX_GAMES + 1))
        opp = rng.normal(1500.0, 200.0, n).astype(np.float32)
        opp_rd = rng.uniform(30.0, 150.0, n).astype(np.float32)
        scores = (rng.random(n) < 0.6).astype(np.float32)
        periods.append((opp, opp_rd, scores))
    return periods


def pad(values, fill):
    return np.concatenate([values, np.full(MAX_GAMES - len(values), fill, dtype=np.float32)])


def run_season(periods, rating=1500.0, rd=200.0):
    for opp, opp_rd, scores in periods:
        played = np.arange(MAX_GAMES) < len(scores)
        rating, rd = update_period(rating, rd, pad(opp, 1500.0), pad(opp_rd, 100.0), pad(scores, 0.0), played)
    return rating, rd


def main():
    rating, rd = run_season(make_periods(seed=2))
    print(f"final rating {float(rating):.1f} +- {float(rd):.1f}")
    assert 1000.0 < float(rating) < 2100.0 and float(rd) < 200.0


if __name__ == "__main__":
    main()
