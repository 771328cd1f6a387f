from meshgraph.incidence import edge_endpoints, incidence_matrix

__all__ = ["edge_endpoints", "incidence_matrix"]
