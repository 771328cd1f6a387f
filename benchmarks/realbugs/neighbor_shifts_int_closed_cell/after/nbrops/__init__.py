from nbrops.naive import compute_naive_num_shifts, naive_neighbor_list

__all__ = ["compute_naive_num_shifts", "naive_neighbor_list"]
